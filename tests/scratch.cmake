# bbmm-pp's expanded temporaries are scratch arrays (bbmm_array_scratch):
# runs tests/gen/regress/expand_doitgen.c (A[NR][NQ][NP] and C4[NP][NP]
# read, sum[NP] expanded over r and q into bbmm_x_sum[NR][NQ][NP]) built
# through bbmm-pp (PROG) and plainly (PLAIN) on D = 1, 2 and 4 PoCL
# devices.  The output must equal the plain build's, and the bytes moved
# must be exactly those of the geometry: read in, A once and C4 once per
# device (each device's tiles read all of it), nothing of bbmm_x_sum;
# written out, A and the one row of bbmm_x_sum copied into sum after the
# region (its last iteration, NP elements), not the whole expansion.
#   cmake -DPROG=pp-expand-doitgen -DPLAIN=plain-expand-doitgen -DOUT=dir -P scratch.cmake
set(NR 7)
set(NQ 5)
set(NP 9)
set(ELEM 8)
file(MAKE_DIRECTORY ${OUT})
execute_process(COMMAND ${PLAIN} RESULT_VARIABLE rc OUTPUT_VARIABLE want)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${PLAIN} failed (${rc})")
endif()
foreach(d 1 2 4)
  string(REPEAT "pthread " ${d} devs)
  string(STRIP "${devs}" devs)
  set(ENV{POCL_DEVICES} "${devs}")
  set(ENV{BBMM_STATS} "json:${OUT}/stats${d}.json")
  execute_process(COMMAND ${PROG} RESULT_VARIABLE rc OUTPUT_VARIABLE got ERROR_VARIABLE err)
  if(NOT rc EQUAL 0 OR NOT got STREQUAL want)
    message(FATAL_ERROR "${PROG} on ${d} device(s): exit ${rc}, output differs from the plain build: ${err}")
  endif()
  file(READ ${OUT}/stats${d}.json json)
  string(JSON readin GET "${json}" total h2d read-in bytes)
  string(JSON writeout GET "${json}" total d2h write-out bytes)
  math(EXPR want_in "${ELEM} * (${NR} * ${NQ} * ${NP} + ${d} * ${NP} * ${NP})")
  math(EXPR want_out "${ELEM} * (${NR} * ${NQ} * ${NP} + ${NP})")
  message(STATUS "${d} device(s): read in ${readin} (want ${want_in}), written out ${writeout} (want ${want_out})")
  if(NOT readin EQUAL want_in OR NOT writeout EQUAL want_out)
    message(FATAL_ERROR "bbmm_x_sum moved: read in ${readin} bytes (want ${want_in}), wrote out ${writeout} (want ${want_out})")
  endif()
endforeach()
