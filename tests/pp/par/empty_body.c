// expect: t=host i=band i=host
/* a loop with an empty body runs nothing: it stays on the host, beside a
 * real nest (it once failed with "cannot handle void expression"); the
 * tile clause keeps the loops as written (else the scheduler moves t
 * inside the work-items and drops the empty loop) */
void f(int n, double A[n])
{
    int t, i;
#pragma bbmm tile(32)
    for (t = 0; t < 4; t++) {
        for (i = 0; i < n; i++)
            A[i] = A[i] + 1.0;
        for (i = 0; i < n; i++) {
        }
    }
}
