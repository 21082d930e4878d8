# BBMM_STATS=json:PATH and BBMM_STATS=1 on the floyd sample (N = 40, four
# devices, one tile of rows each).  The expected bytes are computed here
# from the geometry: host->device read-in N*N (initial) + (D-1)*N per k;
# device->host flow-out N per k for k < N-1; write-out N*N once; floats.
# Under BBMM_ALLOC=disjoint, the paper's boxes: row k is a new box on each
# device that does not own it, read in.  Then by default, where the nest
# allocates whole arrays (row k moves: grid.h, bbmmi_run_moving): the
# same bytes, row k now flowing into the whole array (flow-in).
set(N 40)
set(D 4)
set(ENV{POCL_DEVICES} "pthread pthread pthread pthread")
set(ENV{BBMM_STATS} "json:${OUT}")
set(ENV{BBMM_ALLOC} "disjoint")
file(REMOVE ${OUT})
execute_process(COMMAND ${FLOYD} ${N} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0 OR NOT out MATCHES "verified")
  message(FATAL_ERROR "floyd failed (${rc}): ${out} ${err}")
endif()
file(READ ${OUT} json)
string(JSON ndev LENGTH "${json}" devices)
math(EXPR want_readin "(${N} * ${N} + (${D} - 1) * ${N} * ${N}) * 4")
math(EXPR want_flowout "(${N} - 1) * ${N} * 4")
math(EXPR want_writeout "${N} * ${N} * 4")
string(JSON readin GET "${json}" total h2d read-in bytes)
string(JSON flowout GET "${json}" total d2h flow-out bytes)
string(JSON writeout GET "${json}" total d2h write-out bytes)
string(JSON d2d GET "${json}" total d2d read-in bytes)
foreach(v ndev readin flowout writeout d2d)
  message(STATUS "${v} = ${${v}}")
endforeach()
if(NOT ndev EQUAL D OR NOT readin EQUAL want_readin OR NOT flowout EQUAL want_flowout
   OR NOT writeout EQUAL want_writeout OR NOT d2d EQUAL 0)
  message(FATAL_ERROR "statistics differ: want ${D} devices, read-in ${want_readin}, flow-out ${want_flowout}, write-out ${want_writeout}, d2d 0")
endif()
unset(ENV{BBMM_ALLOC})
file(REMOVE ${OUT})
execute_process(COMMAND ${FLOYD} ${N} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0 OR NOT out MATCHES "verified")
  message(FATAL_ERROR "floyd failed by default (${rc}): ${out} ${err}")
endif()
file(READ ${OUT} json)
string(JSON readin GET "${json}" total h2d read-in bytes)
string(JSON flowin GET "${json}" total h2d flow-in bytes)
string(JSON flowout GET "${json}" total d2h flow-out bytes)
string(JSON writeout GET "${json}" total d2h write-out bytes)
string(JSON whole GET "${json}" total runs_whole)
math(EXPR h2d "${readin} + ${flowin}")
message(STATUS "default: read-in ${readin} + flow-in ${flowin}, flow-out ${flowout}, write-out ${writeout}, "
               "${whole} runs with whole arrays")
if(NOT h2d EQUAL want_readin OR NOT flowout EQUAL want_flowout OR NOT writeout EQUAL want_writeout
   OR NOT whole EQUAL N)
  message(FATAL_ERROR "by default: want ${want_readin} bytes in, ${want_flowout} flowed out, ${want_writeout} "
                      "written out, ${N} runs with whole arrays")
endif()
set(ENV{BBMM_STATS} "1")
execute_process(COMMAND ${FLOYD} 8 RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0 OR NOT err MATCHES "BBMM statistics: 4 device" OR NOT err MATCHES "write-out")
  message(FATAL_ERROR "BBMM_STATS=1 printed no table: ${err}")
endif()
set(ENV{BBMM_STATS} "json:/nonexistent-dir/x.json")
execute_process(COMMAND ${FLOYD} 8 RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(rc EQUAL 0 OR NOT err MATCHES "cannot write '/nonexistent-dir/x.json'")
  message(FATAL_ERROR "an unwritable BBMM_STATS path must be reported: ${rc} ${err}")
endif()
