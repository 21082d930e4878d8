#include <stdio.h>

#define N 48
static double A[N], B[N];

static void smooth(int n, double *dst, const double *src)
{
#pragma bbmm
    for (int i = 1; i < n - 1; i++)
        dst[i] = (src[i - 1] + 2 * src[i] + src[i + 1]) * 0.25;
}

int main(void)
{
    for (int i = 0; i < N; i++) { A[i] = (i * 5) % 13; B[i] = 0; }
    for (int t = 0; t < 9; t++) {
        smooth(N, B, A);
        smooth(N - 3, A + 1, B + 2);
        smooth(N / 2, B + N / 2, A);
        smooth(N - 5, A + 5, B);
    }
    double h = 0; for (int i = 0; i < N; i++) h = h * 0.75 + A[i] + B[i];
    printf("%a\n", h);
    return 0;
}
