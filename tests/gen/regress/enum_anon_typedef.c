/* arrays whose element type is a typedef of an anonymous enumeration ('typedef enum
 * { OFF, ON } cell'), 1-D and 2-D, and a scalar of that type: the generated host code
 * sizes them by the type the enumeration stands for (unsigned int), and G[i][j] - 1 is
 * unsigned.  Before: the host code held 'sizeof(enum)' and did not compile (gcc
 * "expected '{' before ')'"). */
#include <stdio.h>
typedef enum { OFF, ON } cell;
static cell G1[4];
static cell G[4][4];
static double H[4][4];
int main(void)
{
    int i, j;
    cell first = ON;
#pragma bbmm
    {
        for (i = 0; i < 4; i++)
            G1[i] = i % 2;
        for (i = 0; i < 4; i++)
            for (j = 0; j < 4; j++)
                G[i][j] = (i + j) % 2 ? ON : G1[j];
        for (i = 0; i < 4; i++)
            for (j = 0; j < 4; j++)
                H[i][j] = G[i][j] - 1 + (G[i][j] == first);
    }
    for (i = 0; i < 4; i++) printf("%d %a %a\n", (int)G1[i], H[i][0], H[i][1]);
    return 0;
}
