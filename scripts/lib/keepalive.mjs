// Preloaded (`node --import`) into the launcher's processes. On Node 20, a process whose module
// graph is still loading can find its event loop empty and end with code 13 ("unsettled top-level
// await"), silently and at random (about 1 start in 12 on this machine under npm). An open timer
// keeps the loop alive while the graph loads; one-shot steps end with process.exit().
setInterval(() => {}, 1 << 30)
