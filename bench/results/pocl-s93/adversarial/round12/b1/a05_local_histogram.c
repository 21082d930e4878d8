/* small per-row int histogram declared in the loop body, bins by j % 4, then a weighted sum */
#include <stdio.h>
#define N 16
static int A[N][N];
static long S[N];
static void kern(int n)
{
    int i, j, b;
#pragma bbmm
    for (i = 0; i < n; i++) {
        int h[4];
        for (b = 0; b < 4; b++) h[b] = 0;
        for (j = 0; j < n; j++) h[j % 4] += A[i][j];
        S[i] = 0;
        for (b = 0; b < 4; b++) S[i] += (long)h[b] * (b + 1);
    }
}
int main(void)
{
    int s, i, j;
    int ns[] = {0, 1, 2, 5, 16, 9};
    for (s = 0; s < 6; s++) {
        for (i = 0; i < N; i++) { S[i] = -7; for (j = 0; j < N; j++) A[i][j] = (i * 13 + j * 7) % 23 - 11; }
        kern(ns[s]);
        for (i = 0; i < N; i++) printf("%ld\n", S[i]);
    }
    return 0;
}
