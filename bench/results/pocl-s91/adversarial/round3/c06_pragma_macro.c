/* the pragma written through _Pragma in a macro, and a pragma line with a comment after it */
#include <stdio.h>
#define PAR _Pragma("bbmm")
#define N 24
static double A[N], B[N];
int main(void)
{
    int i;
    for (i = 0; i < N; i++) A[i] = i * 0.5;
    PAR
    for (i = 1; i < N; i++)
        B[i] = A[i] + A[i - 1];
#pragma bbmm /* run it on the devices */
    for (i = 0; i < N; i++)
        A[i] = B[i] * 2.0;
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
