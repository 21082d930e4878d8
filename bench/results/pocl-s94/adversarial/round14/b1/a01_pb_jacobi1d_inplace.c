/* PolyBench-style jacobi-1d with array params, called with distinct arrays, the same array twice, and overlapping views A+1 */
#include <stdio.h>
static void kernel_jacobi_1d(int tsteps, int n, double A[n], double B[n])
{
    int t, i;
#pragma scop
    for (t = 0; t < tsteps; t++) {
        for (i = 1; i < n - 1; i++)
            B[i] = 0.33333 * (A[i - 1] + A[i] + A[i + 1]);
        for (i = 1; i < n - 1; i++)
            A[i] = 0.33333 * (B[i - 1] + B[i] + B[i + 1]);
    }
#pragma endscop
}
static double X[48], Y[48];
static void init(void)
{
    int i;
    for (i = 0; i < 48; i++) { X[i] = (i * 7 % 11) / 3.0; Y[i] = (i * 5 % 13) / 7.0; }
}
static void dump(const char *tag, int m)
{
    int i;
    printf("%s\n", tag);
    for (i = 0; i < m; i++) printf("%d %a %a\n", i, X[i], Y[i]);
}
int main(void)
{
    int sizes[] = {0, 1, 2, 3, 7, 20};
    int k;
    for (k = 0; k < 6; k++) {
        int n = sizes[k];
        init();
        kernel_jacobi_1d(3, n, X, Y);
        dump("distinct", n + 1);
        init();
        kernel_jacobi_1d(2, n, X, X);
        dump("same", n + 1);
        init();
        kernel_jacobi_1d(2, n, X + 1, X);
        dump("overlap+1", n + 2);
        init();
        kernel_jacobi_1d(2, n, X, X + n);
        dump("adjacent", 2 * n + 1);
    }
    return 0;
}
