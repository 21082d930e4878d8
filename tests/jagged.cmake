# One program of tests/jagged/ (tables of pointers to rows): its plain
# sequential build (SEQ) and its build through bbmm-pp (PP) on 1, 2 and 4
# PoCL devices, every region kept off the host (BBMM_HOST=never), must
# print the same bytes and end with the same status.  With HOST, the
# regions' message on stderr must match it (a region that runs as written:
# rows that share memory, negative subscripts); without, no region may say
# it runs on the host.
#   cmake -DPP=prog -DSEQ=prog-seq [-DHOST=regex] -DOUT=dir -P jagged.cmake
file(MAKE_DIRECTORY ${OUT})
execute_process(COMMAND ${SEQ} WORKING_DIRECTORY ${OUT} RESULT_VARIABLE seq_rc OUTPUT_FILE ${OUT}/seq.out TIMEOUT 120)
set(ENV{BBMM_HOST} never)
foreach(dev 1 2 4)
  string(REPEAT "pthread " ${dev} pd)
  set(ENV{POCL_DEVICES} "${pd}")
  execute_process(COMMAND ${PP} WORKING_DIRECTORY ${OUT} RESULT_VARIABLE rc OUTPUT_FILE ${OUT}/pp_${dev}.out
                  ERROR_VARIABLE err TIMEOUT 300)
  if(NOT rc STREQUAL seq_rc)
    message(FATAL_ERROR "on ${dev} devices: exit status ${rc}, the sequential program's ${seq_rc}: ${err}")
  endif()
  execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${OUT}/seq.out ${OUT}/pp_${dev}.out RESULT_VARIABLE diff)
  if(NOT diff EQUAL 0)
    message(FATAL_ERROR "on ${dev} devices the output differs from the sequential program's (${OUT})")
  endif()
  if(DEFINED HOST)
    if(NOT err MATCHES "${HOST}")
      message(FATAL_ERROR "on ${dev} devices: expected a region to say '${HOST}', stderr:\n${err}")
    endif()
  elseif(err MATCHES "runs on the host as written")
    message(FATAL_ERROR "on ${dev} devices a region ran on the host:\n${err}")
  endif()
endforeach()
