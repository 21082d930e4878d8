#include <stdio.h>

#define N 40
double A[N], B[N], C[N][N];

static void blend(int n, double *dst, const double *src, double w)
{
#pragma bbmm
    for (int i = 0; i < n; i++)
        dst[i] = dst[i] * (1.0 - w) + src[i] * w;
}

int main(void)
{
    for (int i = 0; i < N; i++) { A[i] = i; B[i] = N - i; for (int j = 0; j < N; j++) C[i][j] = i * 0.5 - j; }
    blend(N, A, B, 0.25);
    blend(N / 2, B + 3, A + 1, 0.5);
    blend(N, C[3], C[4], 0.75);
    blend(N - 1, A + 1, A, 0.5);     /* overlapping: dst one ahead of src */
    blend(N - 1, B, B + 1, 0.5);     /* overlapping the other way */
    blend(N * 2, C[10], C[12], 0.125); /* spans two rows */
    double h = 0;
    for (int i = 0; i < N; i++) { h = h * 0.9 + A[i] + 2 * B[i]; for (int j = 0; j < N; j++) h += C[i][j] * 1e-2; }
    printf("%a\n", h);
    return 0;
}
