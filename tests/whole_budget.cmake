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
include(${CMAKE_CURRENT_LIST_DIR}/run_pair.cmake)
string(JSON runs GET "${json}" total runs)
string(JSON whole GET "${json}" total runs_whole)
message(STATUS "${whole} of ${runs} runs with whole arrays")
if(NOT whole GREATER 0 OR NOT whole LESS runs)
  message(FATAL_ERROR "want some runs with whole arrays (the small call) and some without (the large one)")
endif()
