# Data scopes: samples/scope/heat_scope.c in each mode (scope, noscope,
# inside, update), through bbmm-pp on 1-4 PoCL devices (every run spread,
# and under a device budget that forces box-out), against the plain
# sequential build: byte-identical outputs.  Transfer volumes from
# BBMM_STATS: the time loop in a data scope moves exactly what one region
# holding the loop moves (host->device and device->host totals, 4
# devices); without the scope, T times the read-in.
#   cmake -DPP=pp-heat-scope -DSEQ=heat-scope-seq -DOUT=dir -P scope.cmake
set(n 48)
set(t 8)
file(MAKE_DIRECTORY ${OUT})
set(ENV{BBMM_SPREAD} "all")
foreach(mode scope noscope inside update)
  execute_process(COMMAND ${SEQ} ${mode} ${n} ${t} ${OUT}/seq_${mode}.bin RESULT_VARIABLE rc OUTPUT_QUIET)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "sequential ${mode} failed (${rc})")
  endif()
  foreach(dev 1 2 4 4budget)
    if(dev STREQUAL "4budget")
      set(ENV{POCL_DEVICES} "pthread pthread pthread pthread")
      set(ENV{BBMM_DEVICE_MEM_LIMIT} "12K")
    else()
      string(REPEAT "pthread " ${dev} pd)
      set(ENV{POCL_DEVICES} "${pd}")
      unset(ENV{BBMM_DEVICE_MEM_LIMIT})
    endif()
    set(ENV{BBMM_STATS} "json:${OUT}/stats_${mode}_${dev}.json")
    execute_process(COMMAND ${PP} ${mode} ${n} ${t} ${OUT}/pp_${mode}_${dev}.bin RESULT_VARIABLE rc
                    OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT rc EQUAL 0)
      message(FATAL_ERROR "${mode} on ${dev} devices failed (${rc}): ${out} ${err}")
    endif()
    execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${OUT}/seq_${mode}.bin ${OUT}/pp_${mode}_${dev}.bin
                    RESULT_VARIABLE diff)
    if(NOT diff EQUAL 0)
      message(FATAL_ERROR "${mode} on ${dev} devices differs from the sequential program")
    endif()
  endforeach()
  file(READ ${OUT}/stats_${mode}_4.json json)
  set(h2d_${mode} 0)
  set(d2h_${mode} 0)
  foreach(dir h2d d2h)
    foreach(p read-in flow-out flow-in write-out box-out box-in user)
      string(JSON b GET "${json}" total ${dir} ${p} bytes)
      math(EXPR ${dir}_${mode} "${${dir}_${mode}} + ${b}")
    endforeach()
  endforeach()
  string(JSON readin_${mode} GET "${json}" total h2d read-in bytes)
endforeach()
message(STATUS "host->device bytes: scope ${h2d_scope}, inside ${h2d_inside}, noscope ${h2d_noscope}; "
               "device->host: scope ${d2h_scope}, inside ${d2h_inside}, noscope ${d2h_noscope}")
if(NOT h2d_scope EQUAL h2d_inside OR d2h_scope GREATER d2h_inside)
  message(FATAL_ERROR "the scope moved more than one region holding the loop")
endif()
math(EXPR tfold "${readin_inside} * ${t}")
if(readin_noscope LESS tfold)
  message(FATAL_ERROR "without the scope: read-in ${readin_noscope}, expected at least ${tfold} (T times)")
endif()
