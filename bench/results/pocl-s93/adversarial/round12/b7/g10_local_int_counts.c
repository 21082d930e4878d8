/* int scratch counts in the body plus data-conditioned increments (may-writes into the local) */
#include <stdio.h>
#define N 16
static int A[N][N];
static int B[N][4];
static void kern(int n)
{
    int i, j, b;
#pragma bbmm
    for (i = 0; i < n; i++) {
        int h[4];
        for (b = 0; b < 4; b++) h[b] = 0;
        for (j = 0; j < n; j++) {
            if (A[i][j] > 5) h[0] += 1;
            if (A[i][j] % 2 == 0) h[1] += A[i][j];
            h[2 + (j % 2)] += j;
        }
        for (b = 0; b < 4; b++) B[i][b] = h[b] * 2 - h[3 - b];
    }
}
int main(void)
{
    int s, i, j;
    int ns[] = {0, 1, 2, 9, 16};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) { for (j = 0; j < N; j++) A[i][j] = (i * 7 + j * 11) % 13; for (j = 0; j < 4; j++) B[i][j] = -5; }
        kern(ns[s]);
        for (i = 0; i < N; i++) for (j = 0; j < 4; j++) printf("%d\n", B[i][j]);
    }
    return 0;
}
