/* enum constants compared with an int array in a data condition (solver cell types) */
#include <stdio.h>
enum { FLUID = 0, WALL = 1 };
static int flag[20];
static double U[20], V[20];
int main(void)
{
    int i;
    for (i = 0; i < 20; i++) { flag[i] = (i % 6 == 0) ? WALL : FLUID; U[i] = i * 0.5; }
#pragma bbmm
    for (i = 1; i < 19; i++) {
        if (flag[i] == FLUID)
            V[i] = 0.5 * (U[i - 1] + U[i + 1]);
        else
            V[i] = 0.0;
    }
    for (i = 0; i < 20; i++) printf("%a\n", V[i]);
    return 0;
}
