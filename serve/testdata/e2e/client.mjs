// Drives `query serve` over stdio with the reference TypeScript MCP SDK.
// Usage: node client.mjs QUERY_BINARY DATA_DIR ROOT
// Prints one JSON line per step; after the first pack it waits for a line
// on stdin (the test ingests meanwhile), then calls prepare_task_context
// until it answers from a new snapshot.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { createInterface } from "node:readline";

const [bin, data, root] = process.argv.slice(2);
const out = (o) => console.log(JSON.stringify(o));
const rl = createInterface({ input: process.stdin });
const lines = rl[Symbol.asyncIterator]();

const transport = new StdioClientTransport({ command: bin, args: ["serve", "--data", data], cwd: root, stderr: "inherit" });
const client = new Client({ name: "canon-e2e", version: "1.0.0" });
await client.connect(transport);
out({ step: "initialized", server: client.getServerVersion() });

const tools = await client.listTools();
out({ step: "tools", names: tools.tools.map((t) => t.name), readOnly: tools.tools.every((t) => t.annotations?.readOnlyHint === true) });

const args = { task: "add a database migration for the ledger", files: [`${root}/services/ledger/migrations/003_add_index.sql`], mode: "review" };
const first = await client.callTool({ name: "prepare_task_context", arguments: args });
const p1 = first.structuredContent;
out({ step: "pack1", isError: !!first.isError, snapshot: p1?.snapshot_id, items: p1?.items?.length, files: p1?.files, text: first.content?.[0]?.text?.slice(0, 200) });

await lines.next(); // the test ingests a changed tree meanwhile
const start = Date.now();
let calls = 0, errors = 0, p2 = null, text = "";
while (Date.now() - start < 30000) {
  const r = await client.callTool({ name: "prepare_task_context", arguments: args });
  calls++;
  if (r.isError) { errors++; continue; }
  if (r.structuredContent.snapshot_id !== p1.snapshot_id) { p2 = r.structuredContent; text = r.content[0].text; break; }
  await new Promise((res) => setTimeout(res, 20));
}
const state = await client.callTool({ name: "get_project_state", arguments: {} });
out({ step: "pack2", snapshot: p2?.snapshot_id, calls, errors, ms: Date.now() - start, cites: p2?.items?.map((i) => i.source_path) ?? [],
  text: text.slice(0, 200), state: state.structuredContent });

const bad = await client.callTool({ name: "prepare_task_context", arguments: { task: "" } });
out({ step: "bad", isError: !!bad.isError, text: bad.content?.[0]?.text });
await client.close();
rl.close();
process.exit(0);
