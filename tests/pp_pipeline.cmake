# Pipelined runs (BBMM_TUNE pipeline, grid.h's bbmmi_run_pipe): runs program
# PROG (a sample that checks its result bit for bit against the sequential
# loop and prints "verified") on three PoCL devices with every run spread
# (BBMM_SPREAD=all), each device's part of a run cut into three chunks
# (pipeline=3, under BBMM_CHECK=bounds) and not (pipeline=1).  Both must
# verify; cut, some runs were
# pipelined (runs_pipelined), more kernels ran, and no more memory was
# allocated at the peak.
set(ENV{POCL_DEVICES} "pthread pthread pthread")
set(ENV{BBMM_DEVICES} "3")
set(ENV{BBMM_SPREAD} "all")
# LIMIT: a device budget under which a device's part does not fit (its
# chunks then allocate their own boxes, evicted as any others)
if(LIMIT)
  set(ENV{BBMM_DEVICE_MEM_LIMIT} "${LIMIT}")
endif()
foreach(n 3 1)
  set(ENV{BBMM_TUNE} "pipeline=${n}")
  # cut, every kernel access is also tested against its box
  if(n EQUAL 3)
    set(ENV{BBMM_CHECK} "bounds")
  else()
    set(ENV{BBMM_CHECK} "")
  endif()
  set(ENV{BBMM_STATS} "json:${OUT}.${n}")
  file(REMOVE ${OUT}.${n})
  execute_process(COMMAND ${PROG} ${ARGS} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0 OR NOT out MATCHES "verified")
    message(FATAL_ERROR "${PROG} with BBMM_TUNE=pipeline=${n} failed (${rc}): ${out} ${err}")
  endif()
  file(READ ${OUT}.${n} json)
  string(JSON kernels_${n} GET "${json}" total kernels)
  string(JSON piped_${n} GET "${json}" total runs_pipelined)
  string(JSON allocs_${n} GET "${json}" total allocations)
  string(JSON peak_${n} GET "${json}" total alloc_peak)
endforeach()
message(STATUS "pipeline=3: ${kernels_3} kernels, ${piped_3} run(s) pipelined, ${allocs_3} allocations, "
               "peak ${peak_3} bytes; pipeline=1: ${kernels_1}, ${piped_1}, ${allocs_1}, ${peak_1}")
if(NOT piped_3 GREATER 0 OR NOT piped_1 EQUAL 0)
  message(FATAL_ERROR "want runs pipelined under pipeline=3 (${piped_3}) and none under 1 (${piped_1})")
endif()
if(LIMIT) # under the budget tiles are cut into pieces either way: both verified suffice
  return()
endif()
if(NOT kernels_3 GREATER kernels_1)
  message(FATAL_ERROR "the chunks launched no more kernels (${kernels_3} against ${kernels_1})")
endif()
# each device allocates its part once (tile.h's bbmmi_tile_part_spans): no
# more memory at the peak than with one tile per device
if(peak_3 GREATER peak_1)
  message(FATAL_ERROR "pipelined runs took ${peak_3} bytes at the peak, ${peak_1} without")
endif()
