/* a function parameter of an enum type used in a region's value and bound */
#include <stdio.h>
enum mode { M0, M1, M2, M3 };
static double A[16];
static void run(enum mode m)
{
    int i;
#pragma bbmm
    for (i = 0; i < 4 * m; i++)
        A[i] = (m - 2) * 0.5 + i;
}
int main(void)
{
    int i;
    run(M1); run(M3); run(M0);
    for (i = 0; i < 16; i++) printf("%a\n", A[i]);
    return 0;
}
