"""The interview-kit pipeline: pure Python, LangChain and LangGraph; nothing here talks to AWS."""
