/* enum constants compared with data in an if condition and as a comparison value */
#include <stdio.h>
enum state { DEAD, ALIVE };
static int S[12], T[12];
int main(void)
{
    int i;
    for (i = 0; i < 12; i++) S[i] = i % 3 == 0;
#pragma bbmm
    for (i = 1; i < 11; i++) {
        if (S[i] == ALIVE)
            T[i] = S[i - 1] + S[i + 1] == 1 ? ALIVE : DEAD;
        else
            T[i] = DEAD;
    }
    for (i = 0; i < 12; i++) printf("%d\n", T[i]);
    return 0;
}
