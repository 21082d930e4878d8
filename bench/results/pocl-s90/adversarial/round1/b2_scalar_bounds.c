/* scalars assigned affine values in the region used as bounds and subscripts, read after */
#include <stdio.h>
#define N 40
static double A[N][N];
static long out[6];
static void f(int n, int m)
{
    int i, j, lo, hi;
    long w;
    j = -7;
#pragma bbmm
    {
        lo = m / 2;
        hi = n - 1;
        w = (long)hi * 3 - lo;
        for (i = lo; i < hi; i++) {
            int k1 = i + 1;
            for (j = 0; j < k1 && j < N; j++)
                A[i][j] = A[k1][j] * 0.5 + w;
        }
        A[hi < 0 ? 0 : hi][lo] += 1.0;
        lo = hi - 2;
        for (i = 0; i < lo; i++)
            A[i][lo] = A[i][lo] - i;
    }
    out[0] = lo; out[1] = hi; out[2] = w; out[3] = i; out[4] = j;
}
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = ((i * 7 + j) % 9) * 0.5;
    static const int ns[5] = {39, 1, 2, 10, 25}, ms[5] = {10, 0, 2, 4, 30};
    for (t = 0; t < 5; t++) {
        f(ns[t], ms[t]);
        printf("%ld %ld %ld %ld %ld\n", out[0], out[1], out[2], out[3], out[4]);
    }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
