FROM python:3.11-slim
WORKDIR /app
ENV PYTHONUNBUFFERED=1 TUTORBOT_LOCALES=/app/locales
COPY pyproject.toml setup.py README.md ./
COPY tutorbot ./tutorbot
COPY locales ./locales
# The search's compiled core (tutorbot/ai/_core.c) needs a C compiler at install;
# it is removed again in the same layer, so the image keeps only the built module.
RUN apt-get update \
 && apt-get install -y --no-install-recommends gcc libc6-dev \
 && pip install --no-cache-dir -e . \
 && python -c "from tutorbot.ai import core; assert core.AVAILABLE, 'core not built'" \
 && apt-get purge -y --auto-remove gcc libc6-dev \
 && rm -rf /var/lib/apt/lists/*
# The Mini App table (tutorbot/webapp/) listens here when WEBAPP_URL is set.
EXPOSE 8080
USER nobody
CMD ["tutorbot", "bot"]
