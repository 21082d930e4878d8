# Budgets between two that run must run (tests/press/): PP, the generated
# program, on 1 to 4 PoCL devices under the budgets that stopped with "out
# of device memory" while smaller and larger ones ran (and their
# neighbours), regions on the devices, against SEQ, the plain build; every
# run must equal it and have evicted boxes.  CASES: "devices:budget" or
# "devices:budget:disjoint" (BBMM_TUNE=alloc=disjoint), separated by ",".
#   cmake -DPP=... -DSEQ=... -DOUT=prefix -DCASES=... -P press_budget.cmake
set(ENV{POCL_DEVICES} "pthread pthread pthread pthread")
set(ENV{BBMM_HOST} "never")
string(REPLACE "," ";" cases "${CASES}")
set(base ${OUT})
foreach(case IN LISTS cases)
  string(REPLACE ":" ";" f "${case}")
  list(GET f 0 ndev)
  list(GET f 1 budget)
  set(ENV{BBMM_DEVICES} "${ndev}")
  set(ENV{BBMM_DEVICE_MEM_LIMIT} "${budget}")
  set(ENV{BBMM_TUNE} "")
  list(LENGTH f nf)
  if(nf GREATER 2)
    set(ENV{BBMM_TUNE} "alloc=disjoint")
  endif()
  string(REPLACE ":" "_" tag "${case}")
  set(OUT ${base}_${tag})
  message(STATUS "${case}: running")
  include(${CMAKE_CURRENT_LIST_DIR}/run_pair.cmake)
  string(JSON evictions GET "${json}" total evictions)
  message(STATUS "${case}: equal, ${evictions} evictions")
  if(evictions EQUAL 0)
    message(FATAL_ERROR "${case}: the budget forced no eviction")
  endif()
endforeach()
