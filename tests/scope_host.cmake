# One program of tests/scope_host/: its plain sequential build (SEQ) and its
# build through bbmm-pp (PP, automatic data scopes on) on 1, 2 and 4 PoCL
# devices must print the same bytes.
#   cmake -DPP=prog -DSEQ=prog-seq -DOUT=dir -P scope_host.cmake
file(MAKE_DIRECTORY ${OUT})
execute_process(COMMAND ${SEQ} RESULT_VARIABLE seq_rc OUTPUT_FILE ${OUT}/seq.out ERROR_VARIABLE err TIMEOUT 120)
foreach(dev 1 2 4)
  string(REPEAT "pthread " ${dev} pd)
  set(ENV{POCL_DEVICES} "${pd}")
  execute_process(COMMAND ${PP} RESULT_VARIABLE rc OUTPUT_FILE ${OUT}/pp_${dev}.out ERROR_VARIABLE err TIMEOUT 120)
  if(NOT rc STREQUAL seq_rc)
    message(FATAL_ERROR "on ${dev} devices: exit status ${rc}, the sequential program's ${seq_rc}: ${err}")
  endif()
  execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${OUT}/seq.out ${OUT}/pp_${dev}.out RESULT_VARIABLE diff)
  if(NOT diff EQUAL 0)
    message(FATAL_ERROR "on ${dev} devices the output differs from the sequential program's (${OUT})")
  endif()
endforeach()
