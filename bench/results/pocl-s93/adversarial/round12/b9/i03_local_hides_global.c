/* a scratch array in the region body hides a file-scope array named tmp that host code uses */
#include <stdio.h>
#define N 12
static double tmp[N];
static double A[N][N], B[N][N];
static void kern(int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++) {
        double tmp[N];
        for (j = 0; j < n; j++) tmp[j] = A[i][j] - 1.0;
        for (j = 0; j < n; j++) B[i][j] = tmp[j] * tmp[n - 1 - j];
    }
    for (i = 0; i < N; i++) tmp[i] += 1.0;
}
int main(void)
{
    int s, i, j;
    int ns[] = {0, 1, 2, 7, 12};
    for (i = 0; i < N; i++) tmp[i] = i;
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (i * 7 + j) % 4; B[i][j] = 0; }
        kern(ns[s]);
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", B[i][j]);
        for (i = 0; i < N; i++) printf("%a\n", tmp[i]);
    }
    return 0;
}
