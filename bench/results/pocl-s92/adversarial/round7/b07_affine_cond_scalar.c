/* scalars written under affine conditions (j == n-1, i == k) inside a nest and read after, with a value from before */
#include <stdio.h>
#define N 20
static double A[N][N];
static void f(int n, int k)
{
    int i, j;
    double corner = -2.0, diag = 7.0;
    int hit = -1;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
            A[i][j] = A[i][j] * 0.75 + 1.0;
            if (j == n - 1) corner = A[i][j];
            if (i == k && j == i) { diag = A[i][j]; hit = i * 100 + j; }
        }
    printf("n=%d k=%d corner=%a diag=%a hit=%d\n", n, k, corner, diag, hit);
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = i - j * 0.25;
    for (n = 0; n <= 6; n++) { f(n, n / 2); f(n, n + 3); }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
