# Device buffers of a moving box (issue 44): generated floyd (sample PROG,
# argument N) on NDEV PoCL devices, regions on the devices, side loads on.
# Row k on a device that does not own it moves every run; its copies take
# turns between two pooled buffers, so the look-ahead's runs in flight make
# no buffer of their own (before: one per run in flight, 11-13 device
# buffers per device at N=256).  New buffers per device (box allocations
# less those the pool gave): the block, the first row (a size of its own),
# the two that take turns.
#   cmake -DPROG=pp-floyd -DARGS=256 -DNDEV=2 -DOUT=file.json -P floyd_buffers.cmake
string(REPEAT "pthread " ${NDEV} devs)
set(ENV{POCL_DEVICES} "${devs}")
set(ENV{BBMM_DEVICES} "${NDEV}")
set(ENV{BBMM_HOST} "never")
set(ENV{BBMM_OVERLAP} "on")
include(${CMAKE_CURRENT_LIST_DIR}/run_stats.cmake)
string(JSON loads GET "${json}" total side_loads)
if(NOT loads GREATER 0)
  message(FATAL_ERROR "no copy ran on a side queue: nothing to take turns")
endif()
math(EXPR last "${NDEV} - 1")
foreach(d RANGE ${last})
  string(JSON a GET "${json}" devices ${d} stats allocations)
  string(JSON p GET "${json}" devices ${d} stats pooled)
  string(JSON m GET "${json}" devices ${d} stats moved)
  math(EXPR made "${a} - ${p}")
  message(STATUS "device ${d}: ${made} device buffer(s) made (${a} box allocations, ${p} from the pool, ${m} moved)")
  if(made GREATER 4)
    message(FATAL_ERROR "device ${d} made ${made} device buffers for floyd's one array (at most 4)")
  endif()
endforeach()
