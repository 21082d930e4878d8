/* which region-holding function runs chosen by ?: and a function pointer; same arrays */
#include <stdio.h>
#define N 22
static double A[N];
static void up(int n) { int i;
#pragma bbmm
    for (i = 0; i < n; i++) A[i] = A[i] + i;
}
static void down(int n) { int i;
#pragma bbmm
    for (i = 0; i < n; i++) A[i] = A[i] * 0.5;
}
int main(void)
{
    int t, i;
    void (*fp)(int);
    for (i = 0; i < N; i++) A[i] = 1.0;
    for (t = 0; t < 6; t++) {
        fp = (t % 2) ? up : down;
        fp(N - t);
        A[0] += t;
        (t > 3 ? up : down)(t);
    }
    for (i = 0; i < N; i++) printf("%a\n", A[i]);
    return 0;
}
