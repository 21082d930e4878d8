/* a debugging printf left inside a region under an if */
#include <stdio.h>
#define N 10
static double A[N];
int main(void)
{
    int i;
    for (i = 0; i < N; i++) A[i] = i;
#pragma bbmm
    for (i = 0; i < N; i++) {
        A[i] = A[i] * A[i];
        if (A[i] > 50.0) fprintf(stderr, "big %d\n", i);
    }
    for (i = 0; i < N; i++) printf("%a\n", A[i]);
    return 0;
}
