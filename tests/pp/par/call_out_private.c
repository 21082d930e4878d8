// expect: i=band j=kernel
/* a call writes scalars declared inside the loop through pointers: private
 * to each iteration, the loop stays parallel */
static void minmax(double a, double b, double *lo, double *hi)
{
    *lo = a < b ? a : b;
    *hi = a < b ? b : a;
}
void f(int n, double A[n][n], double L[n], double H[n])
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++) {
        double lo = A[i][0], hi = A[i][0];
        for (j = 1; j < n; j++)
            minmax(A[i][j], lo, &lo, &hi);
        L[i] = lo;
        H[i] = hi;
    }
}
