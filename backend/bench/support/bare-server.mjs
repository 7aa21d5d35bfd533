// node bare-server.mjs <port>: the reference of the API benchmark, a bare node:http server
// answering the health check's JSON, in a process of its own as the product's server is.
import { createServer } from 'node:http';

const port = Number(process.argv[2]);
createServer((_req, res) => {
  res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"success":true,"data":{"status":"ok"},"message":""}');
}).listen(port, '127.0.0.1', () => console.log(JSON.stringify({ msg: `bare server listening on ${port}` })));
