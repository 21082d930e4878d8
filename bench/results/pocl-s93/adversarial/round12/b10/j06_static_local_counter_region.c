/* a static int array in a region body used as a running counter across iterations */
#include <stdio.h>
#define N 12
static int A[N], C[N];
static void kern(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        static int cnt[1];
        cnt[0] += A[i];
        C[i] = cnt[0];
    }
}
int main(void)
{
    int s, i;
    int ns[] = {0, 1, 2, 7, 12};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) { A[i] = i % 4 + 1; C[i] = -1; }
        kern(ns[s]);
        for (i = 0; i < N; i++) printf("%d\n", C[i]);
    }
    return 0;
}
