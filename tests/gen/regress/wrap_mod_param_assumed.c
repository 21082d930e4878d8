/* a periodic index whose dividend reaches 2 * divisor for one parameter value only ((i + 2) % un at un = 1): assumed elsewhere, the host runs it there */
#include <stdio.h>
static int I[24], J[24][24], W[24][24];
static void wrap(int un)
{
    int i;
#pragma bbmm
    for (i = 0; i < un; i++)
        I[i] = J[(i + 2) % un][i] % 1009 + W[i][(i + un - 1) % un];
}
int main(void)
{
    int i, j, n;
    for (n = 0; n < 6; n++) {
        for (i = 0; i < 24; i++) for (j = 0; j < 24; j++) { J[i][j] = i * 3 - j; W[i][j] = i + j * 7; }
        wrap(n);
        for (i = 0; i < 24; i++) printf("%d ", I[i]);
        printf("\n");
    }
    return 0;
}
