FROM python:3.11-slim
WORKDIR /app
ENV PYTHONUNBUFFERED=1 TUTORBOT_LOCALES=/app/locales
COPY pyproject.toml README.md ./
COPY tutorbot ./tutorbot
COPY locales ./locales
RUN pip install --no-cache-dir -e .
USER nobody
CMD ["tutorbot", "bot"]
