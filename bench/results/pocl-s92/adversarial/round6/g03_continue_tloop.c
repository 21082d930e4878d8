/* continue in a time loop between two regions: the second region skipped on some steps */
#include <stdio.h>
#define N 18
static double A[N], B[N];
static void s1(void) { int i;
#pragma bbmm
    for (i = 0; i < N; i++) A[i] = A[i] * 1.25 + B[i];
}
static void s2(void) { int i;
#pragma bbmm
    for (i = 0; i < N; i++) B[i] = B[i] - A[i] * 0.125;
}
int main(void)
{
    int t, i;
    for (i = 0; i < N; i++) { A[i] = 1.0 / (i + 1); B[i] = i; }
    for (t = 0; t < 8; t++) {
        s1();
        if (t % 3 == 1) continue;
        s2();
        if (t == 6) break;
    }
    printf("%d\n", t);
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
