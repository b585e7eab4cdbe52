# Abstra Docs in a container: Node builds the site, then Debian's nginx serves it with the tested
# recipe (deploy/nginx/abstra-docs.conf), exactly as tests/e2e/nginx.spec.ts runs it.
#
#   docker build -t abstra-docs .
#   docker run --rm -p 8080:80 abstra-docs        # http://localhost:8080/docs/
#
# Build arguments are the build's environment (README, "Deploy"): SITE_URL, the analytics sinks
# (TRACKER_ENDPOINT and its batching, GA4_MEASUREMENT_ID, PLAUSIBLE_DOMAIN, PLAUSIBLE_API_HOST)
# and hosted search (ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY, ALGOLIA_INDEX_NAME). The CSP is
# written from them.
# tests/unit/deploy/dockerfile.test.ts ties this file to the recipe and to the nginx the tests run;
# tests/e2e/nginx-container.spec.ts runs that nginx with Debian's own nginx.conf, as here.

FROM node:20-bookworm-slim AS build
WORKDIR /site
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
ARG SITE_URL=https://abstra.io
ARG TRACKER_ENDPOINT=
ARG TRACKER_BATCH_SIZE=
ARG TRACKER_FLUSH_INTERVAL_MS=
ARG GA4_MEASUREMENT_ID=
ARG PLAUSIBLE_DOMAIN=
ARG PLAUSIBLE_API_HOST=
ARG ALGOLIA_APP_ID=
ARG ALGOLIA_SEARCH_API_KEY=
ARG ALGOLIA_INDEX_NAME=
RUN npm run build

FROM debian:bookworm-slim AS serve
# nginx-light: the package the recipe is tested with. The stock site is removed: the recipe is
# the only server on port 80.
RUN apt-get update \
    && apt-get install -y --no-install-recommends nginx-light \
    && rm -rf /var/lib/apt/lists/* \
    && rm -f /etc/nginx/sites-enabled/default \
    && ln -sf /dev/stdout /var/log/nginx/access.log \
    && ln -sf /dev/stderr /var/log/nginx/error.log
COPY deploy/nginx/abstra-docs.conf /etc/nginx/conf.d/abstra-docs.conf
COPY --from=build /site/build /var/www/abstra-docs/build
EXPOSE 80
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]
