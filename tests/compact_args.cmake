# A launch with every array in one box takes the compact argument form
# (BBMM_COMPACT, include/bbmm/prelude.h): per array its buffer and that
# box, instead of four buffers, the box table and the binding.  Generated
# fdtd-2d (sample PROG, arguments N and STEPS) on one PoCL device, replay off (so
# that every launch sets all its arguments), with libcl_calls.so (CALLS)
# counting the driver calls: its nests take 4 and 3 arrays, 13 and 11
# arguments in the compact form (29 and 23 in the full one).  The same
# run under BBMM_CHECK=bounds (checked launches never take the compact
# form) is the control: it must set more than twice as many per launch.
#   cmake -DPROG=pp-fdtd2d -DN=64 -DSTEPS=10 -DCALLS=libcl_calls.so -P compact_args.cmake
set(ENV{POCL_DEVICES} "pthread")
set(ENV{BBMM_DEVICES} "1")
set(ENV{BBMM_HOST} "never")
set(ENV{BBMM_TUNE} "replay=off")
set(ENV{LD_PRELOAD} "${CALLS}")
function(args_per_launch check out)
  if(check)
    set(ENV{BBMM_CHECK} "bounds")
  else()
    unset(ENV{BBMM_CHECK})
  endif()
  execute_process(COMMAND ${PROG} ${N} ${STEPS} RESULT_VARIABLE rc OUTPUT_VARIABLE o ERROR_VARIABLE e)
  if(NOT rc EQUAL 0 OR NOT o MATCHES "verified")
    message(FATAL_ERROR "${PROG} failed (${rc}, check ${check}): ${o} ${e}")
  endif()
  if(NOT e MATCHES "clSetKernelArg +([0-9]+) calls")
    message(FATAL_ERROR "no clSetKernelArg count from ${CALLS}: ${e}")
  endif()
  set(sets ${CMAKE_MATCH_1})
  if(NOT e MATCHES "clEnqueueNDRangeKernel +([0-9]+) calls")
    message(FATAL_ERROR "no clEnqueueNDRangeKernel count from ${CALLS}: ${e}")
  endif()
  set(launches ${CMAKE_MATCH_1})
  if(launches LESS 10)
    message(FATAL_ERROR "${launches} launches: too few to tell")
  endif()
  math(EXPR per "100 * ${sets} / ${launches}")
  message(STATUS "check ${check}: ${sets} arguments set for ${launches} launches (${per}/100 per launch)")
  set(${out} ${per} PARENT_SCOPE)
endfunction()
args_per_launch(0 compact)
args_per_launch(1 checked)
if(compact GREATER 1400)
  message(FATAL_ERROR "${compact}/100 arguments per one-box launch: not the compact form (at most 14)")
endif()
math(EXPR twice "2 * ${compact}")
if(NOT checked GREATER twice)
  message(FATAL_ERROR "checked launches set ${checked}/100 arguments each, not more than twice the compact ${compact}/100")
endif()
