// Where help IDs are served. Plain JavaScript, so that the preview server (scripts/serve.mjs)
// reads the same values as the build's TypeScript code.
// The product links to BASE_PATH/HELP_DIR/<id>; app/ohje/ is the static page of each ID.
export const HELP_DIR = 'ohje';
// Written to the export by the build: { "<id>": "/manual/route#anchor" }, read by the preview server.
export const HELP_IDS_JSON = 'help-ids.json';
// The nginx map of the same IDs, written to the export beside it and included by deploy/nginx.
export const HELP_IDS_NGINX_MAP = 'help-ids.nginx.conf';
