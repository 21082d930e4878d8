/* an array of an enum type (unsigned int in gcc) in arithmetic and comparisons */
#include <stdio.h>
enum color { RED, GREEN, BLUE };
static enum color C[12];
static double D[12];
static int L[12];
int main(void)
{
    int i;
    for (i = 0; i < 12; i++) C[i] = (enum color)(i % 3);
#pragma bbmm
    for (i = 0; i < 12; i++) {
        D[i] = C[i] - 1;
        L[i] = C[i] - 2 > 0;
    }
    for (i = 0; i < 12; i++) printf("%a %d\n", D[i], L[i]);
    return 0;
}
