#!/usr/bin/env bash
# Your first pipeline, through the REST API only (docs/quick-start.md, step 5).
#
# Start Ferry first, allowing connectors to reach this machine (the demo receiver is on loopback):
#   FERRY_NETWORK_ALLOW_LIST=127.0.0.1 npm start
# then, with the license key it printed:
#   LICENSE_KEY=ferry_lk_… docs/examples/first-pipeline.sh [file.csv]
#
# It creates a target data model, a MANUAL input connector, an HTTP output connector (a small
# receiver this script starts on 127.0.0.1:9099) and a pipeline; uploads the file (by default
# vega-datasets' seattle-weather.csv); waits for the execution; shows its record and the first rows
# the receiver got; and downloads the output as CSV.
set -euo pipefail
BASE=${BASE:-http://localhost:8080/dp/api/v1}
OWNER=${OWNER:-owner@ferry.local}
: "${LICENSE_KEY:?set LICENSE_KEY to the license key Ferry printed at its first start}"
FILE=${1:-node_modules/vega-datasets/data/seattle-weather.csv}
RECEIVER_PORT=${RECEIVER_PORT:-9099}

# json <expression>: evaluates a JavaScript expression on the JSON read from stdin (as `d`).
json() { node -e "let s='';process.stdin.on('data',c=>s+=c).on('end',()=>{const d=JSON.parse(s);const v=($1);console.log(typeof v==='string'?v:JSON.stringify(v,null,2))})"; }

# A receiver that prints what it gets (stands in for your warehouse's import endpoint).
node -e "
require('http').createServer((q,r)=>{let b='';q.on('data',c=>b+=c).on('end',()=>{
  const rows=JSON.parse(b);console.log('receiver: got '+rows.length+' rows, e.g.', JSON.stringify(rows.slice(0,2)));
  r.end('{\"ok\":true}')})}).listen($RECEIVER_PORT,'127.0.0.1')" &
RECEIVER=$!
trap 'kill $RECEIVER 2>/dev/null' EXIT

TOKEN=$(curl -sf -X POST "$BASE/access/token" -H 'content-type: application/json' \
  -d "{\"license_key\":\"$LICENSE_KEY\",\"auth\":{\"identifier\":\"$OWNER\",\"type\":\"USER\"}}" | json 'd.access_token')
api() { curl -sf -X "$1" "$BASE$2" -H "authorization: Bearer $TOKEN" -H 'content-type: application/json' ${3:+-d "$3"}; }

TDM=$(api POST /tdm '{
  "name": "Weather",
  "columns": [
    {"key": "date", "label": "Date", "columnType": "date", "outputFormat": "DD.MM.YYYY", "validations": [{"validate": "required"}, {"validate": "unique"}]},
    {"key": "precipitation", "label": "Precipitation", "columnType": "float"},
    {"key": "temp_max", "label": "Max temperature", "columnType": "float"},
    {"key": "temp_min", "label": "Min temperature", "columnType": "float"},
    {"key": "wind", "label": "Wind", "columnType": "float"},
    {"key": "weather", "label": "Weather", "columnType": "category",
     "optionConfiguration": {"options": ["drizzle", "rain", "sun", "snow", "fog"]}}
  ],
  "permissions": {"level": "PRIVATE"}}' | json 'd.data.id')
INPUT=$(api POST /connector '{"name": "Weather uploads", "type": "INPUT", "node_type": "MANUAL", "configuration": {}}' | json 'd.data.id')
OUTPUT=$(api POST /connector "{\"name\": \"Demo receiver\", \"type\": \"OUTPUT\", \"node_type\": \"HTTP\",
  \"configuration\": {\"url\": \"http://127.0.0.1:$RECEIVER_PORT/import\", \"method\": \"POST\"}}" | json 'd.data.id')
PIPELINE=$(api POST /pipeline "{\"name\": \"Weather import\", \"configuration\": {
  \"input_connectors\": [\"$INPUT\"], \"output_connectors\": [\"$OUTPUT\"], \"tdm\": \"$TDM\",
  \"error_config\": {\"error_threshold\": 5}}}" | json 'd.data.id')
echo "pipeline $PIPELINE: TDM $TDM, input $INPUT, output $OUTPUT"

EXECUTION=$(curl -sf -X POST "$BASE/connector/$INPUT/upload" -H "authorization: Bearer $TOKEN" -F "file=@$FILE" | json 'd.data[0].id')
echo "uploaded $FILE → execution $EXECUTION"
while :; do
  RECORD=$(api GET "/execution/$EXECUTION")
  STATUS=$(echo "$RECORD" | json 'd.data.status')
  [ "$STATUS" != PROCESSING ] && break
  echo "  $(echo "$RECORD" | json '`${d.data.progress?.stage} ${Math.round((d.data.progress?.fraction??0)*100)}%`')"
  sleep 1
done
echo "$RECORD" | json '({status: d.data.status, error: d.data.error, stats: d.data.stats, output: d.data.output})'
curl -sf "$BASE/execution/$EXECUTION/output?format=csv" -H "authorization: Bearer $TOKEN" -o weather-clean.csv \
  && echo "downloaded weather-clean.csv ($(wc -l < weather-clean.csv) lines)"
