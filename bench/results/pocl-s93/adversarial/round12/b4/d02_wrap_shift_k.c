/* wrap by a run-time shift k: (i + k) % n, with k from 0 to beyond n */
#include <stdio.h>
#define N 16
static double A[N], B[N];
static void rot(int n, int k)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        B[i] = A[(i + k) % n];
}
int main(void)
{
    int s, i;
    int ns[] = {1, 2, 5, 5, 5, 16, 7};
    int ks[] = {0, 1, 3, 5, 12, 31, 20};
    for (s = 0; s < 7; s++) {
        for (i = 0; i < N; i++) { A[i] = i + 0.25; B[i] = -1; }
        rot(ns[s], ks[s]);
        for (i = 0; i < N; i++) printf("%a\n", B[i]);
    }
    return 0;
}
