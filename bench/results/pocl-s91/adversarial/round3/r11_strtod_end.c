/* strtod's end pointer into a kept char array: host prints the rest after each region */
#include <stdio.h>
#include <stdlib.h>
static char line[40] = "3.5 0123456789";
int main(void)
{
    char *rest;
    double v = strtod(line, &rest);
    int t, i;
    for (t = 0; t < 3; t++) {
#pragma bbmm
        for (i = 4; i < 14; i++)
            line[i] = (char)('0' + (line[i] - '0' + 1) % 10);
        printf("%a %s\n", v, rest);
    }
    return 0;
}
