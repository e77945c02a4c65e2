"""The stack on one machine: moto's AWS emulation with template.yaml's resources, the real handlers."""
