# Write-out bytes of a generated sample: PROG (checks its result bit for
# bit against the sequential loop and prints "verified") runs with N on 1
# and on 4 PoCL devices; the bytes it writes back to the host (statistics:
# d2h write-out) must be those of its array, ELEM bytes an element, N x N
# elements, give or take SLACK bytes of overlap between the boxes of a
# write-out set's pieces.  floyd finishes its elements over the last three
# k, at k = n - 2 row n - 1 and column n - 1: one bounding box of that set
# is the whole array, and wrote every element back twice.
#   cmake -DPROG=pp-floyd -DN=64 -DELEM=4 -DSLACK=64 -DOUT=f.json -P pp_writeout.cmake
math(EXPR want "${N} * ${N} * ${ELEM}")
math(EXPR most "${want} + ${SLACK}")
foreach(d 1 4)
  set(ENV{POCL_DEVICES} "pthread pthread pthread pthread")
  set(ENV{BBMM_HOST} "never")
  set(ENV{BBMM_DEVICES} "${d}")
  set(ENV{BBMM_SPREAD} "all")
  set(ENV{BBMM_STATS} "json:${OUT}.${d}")
  file(REMOVE ${OUT}.${d})
  execute_process(COMMAND ${PROG} ${N} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0 OR NOT out MATCHES "verified")
    message(FATAL_ERROR "${PROG} ${N} on ${d} device(s) failed (${rc}): ${out} ${err}")
  endif()
  file(READ ${OUT}.${d} json)
  string(JSON wo GET "${json}" total d2h write-out bytes)
  message(STATUS "${d} device(s): write-out ${wo} bytes, the array ${want}")
  if(wo LESS want OR wo GREATER most)
    message(FATAL_ERROR "${d} device(s): wrote back ${wo} bytes; the array is ${want} (at most ${SLACK} more allowed)")
  endif()
endforeach()
