// A '#pragma omp' anywhere in the file (regions in other threads, host code
// of other threads between the regions): no automatic data scope in it.
// expect-explain: automatic data scope in main, lines 18-19: not made: thread creation \('#pragma omp' at auto_threads.c:20:1\): code in other threads may touch the arrays between the regions \(at auto_threads.c:20:1\)
// expect-no-output: bbmm_data_begin
static void step(int n, double A[n], double B[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        B[i] = A[i] + 1.0;
}
int main(void)
{
    static double a[32], b[32];
    int t, i, n = 32;
    for (i = 0; i < n; i++)
        a[i] = i;
    for (t = 0; t < 4; t++)
        step(n, a, b);
#pragma omp parallel for
    for (t = 0; t < 4; t++)
        step(n, a, b);
    return (int)b[3];
}
