/* 64x64 Game of Life on a torus, host loop swapping two grid pointers, n varied */
#include <stdio.h>
#include <stdlib.h>
#define N 64
static void life(int n, const int (*g)[N], int (*h)[N])
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
            int c = g[(i + n - 1) % n][(j + n - 1) % n] + g[(i + n - 1) % n][j] + g[(i + n - 1) % n][(j + 1) % n]
                  + g[i][(j + n - 1) % n] + g[i][(j + 1) % n]
                  + g[(i + 1) % n][(j + n - 1) % n] + g[(i + 1) % n][j] + g[(i + 1) % n][(j + 1) % n];
            h[i][j] = c == 3 || (c == 2 && g[i][j]);
        }
}
int main(void)
{
    int s, i, j, t;
    int ns[] = {1, 3, 37, 64};
    int (*a)[N] = malloc(sizeof(int) * N * N), (*b)[N] = malloc(sizeof(int) * N * N), (*tmp)[N];
    for (s = 0; s < 4; s++) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) { a[i][j] = ((i * 7 + j * 11 + i * j) % 5) < 2; b[i][j] = 0; }
        for (t = 0; t < 6; t++) { life(ns[s], (const int (*)[N])a, b); tmp = a; a = b; b = tmp; }
        for (i = 0; i < N; i++) { for (j = 0; j < N; j++) printf("%d", a[i][j]); printf("\n"); }
    }
    free(a); free(b);
    return 0;
}
