# Whole arrays only where they fit (tests/whole/small_then_big.c): PP, the
# generated program, on 4 PoCL devices with a 64 KiB budget each, regions
# on the devices, against SEQ, the plain build.  The small call's runs
# allocate whole arrays (runs_whole > 0), the large call's use boxes
# (runs_whole < runs); the output equals the plain build's.
#   cmake -DPP=... -DSEQ=... -DOUT=file -P whole_budget.cmake
set(ENV{POCL_DEVICES} "pthread pthread pthread pthread")
set(ENV{BBMM_DEVICES} "4")
set(ENV{BBMM_HOST} "never")
set(ENV{BBMM_DEVICE_MEM_LIMIT} "64K")
set(ENV{BBMM_STATS} "json:${OUT}.json")
file(REMOVE ${OUT}.json)
execute_process(COMMAND ${SEQ} RESULT_VARIABLE rc OUTPUT_VARIABLE want)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "the plain build failed (${rc})")
endif()
execute_process(COMMAND ${PP} RESULT_VARIABLE rc OUTPUT_VARIABLE got ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "the generated build failed (${rc}): ${err}")
endif()
if(NOT got STREQUAL want)
  message(FATAL_ERROR "outputs differ:\n${got}\nwant:\n${want}")
endif()
file(READ ${OUT}.json json)
string(JSON runs GET "${json}" total runs)
string(JSON whole GET "${json}" total runs_whole)
message(STATUS "${whole} of ${runs} runs with whole arrays")
if(NOT whole GREATER 0 OR NOT whole LESS runs)
  message(FATAL_ERROR "want some runs with whole arrays (the small call) and some without (the large one)")
endif()
