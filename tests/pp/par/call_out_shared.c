// expect: i=kernel
/* looks like call_out_private, but the scalar the call writes is shared
 * by all iterations */
static void halve(double x, double *h)
{
    *h = 0.5 * x;
}
void f(int n, double A[n], double B[n])
{
    int i;
#pragma bbmm
    {
        double c;
        for (i = 0; i < n; i++) {
            halve(A[i], &c);
            B[i] = c;
        }
    }
}
