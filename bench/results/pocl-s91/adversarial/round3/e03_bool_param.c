/* a bool parameter read in the region (only read, a flag) */
#include <stdio.h>
#include <stdbool.h>
static double A[16];
static void run(bool neg, int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        A[i] = neg ? -i : i;
}
int main(void)
{
    int i;
    run(true, 16); run(false, 8);
    for (i = 0; i < 16; i++) printf("%a\n", A[i]);
    return 0;
}
