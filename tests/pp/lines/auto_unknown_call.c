// An array passed to a function defined elsewhere between two regions: no automatic data scope.
// expect-no-output: bbmm_data_begin
// expect-explain: automatic data scope in run, lines 8-14: not made: 'A' is passed to 'consume', defined elsewhere \(at auto_unknown_call.c:11:13\)
void consume(double *p);
void run(int n, double A[n], double B[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        A[i] = i;
    consume(A);
#pragma bbmm
    for (i = 0; i < n; i++)
        B[i] = A[i] + 1;
}
