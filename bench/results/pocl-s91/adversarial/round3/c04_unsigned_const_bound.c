/* an int iterator compared with an unsigned constant: -5 < 10u is false, so the loop runs zero times */
#include <stdio.h>
static double A[40], B[40];
static void run(int s)
{
    int i;
    for (i = 0; i < 40; i++) { A[i] = -1.0; B[i] = -1.0; }
#pragma bbmm
    for (i = s; i < 10u; i++)
        A[i + 10] = i;
#pragma bbmm
    for (i = s; i < 10; i++)
        B[i + 10] = i;
    printf("s=%d i=%d\n", s, i);
    for (i = 0; i < 40; i++) printf("%a %a\n", A[i], B[i]);
}
int main(void)
{
    run(-5); run(0); run(3);
    return 0;
}
