# The front end as one image, made of the standalone artefact alone (docs/artefact.md): no npm ci in it.
#   npm ci && npm run build && docker build -t news-web .
#   docker run -p 3000:3000 -e PLATFORM_URL=https://… -e PUBLIC_URL=https://… -e SESSION_SECRET=… news-web
# Its settings are the server's environment (README: "Operating it"; docs/operations.md).
FROM node:20-bookworm-slim
# the share cards' text, Chinese included, is drawn with the system's fonts (lib/share/drawShareCard.ts)
RUN apt-get update \
  && apt-get install -y --no-install-recommends fonts-noto-cjk fonts-noto-core \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# NEXT_MANUAL_SIG_HANDLE: SIGTERM drains before the server stops (lib/operations/shutdown.ts); HOSTNAME:
# every address (Docker sets HOSTNAME to the container's name, which server.js would listen on)
ENV NODE_ENV=production \
  NEXT_TELEMETRY_DISABLED=1 \
  NEXT_MANUAL_SIG_HANDLE=true \
  HOSTNAME=0.0.0.0 \
  PORT=3000 \
  KEEP_ALIVE_TIMEOUT=75000 \
  NODE_OPTIONS=--max-semi-space-size=64
COPY --chown=node:node .next/standalone ./
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=2s CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server.js"]
