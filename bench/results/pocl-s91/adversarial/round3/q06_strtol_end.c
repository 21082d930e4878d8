/* a pointer into a kept char array obtained from strtol's end pointer, printed with fputs in a time loop */
#include <stdio.h>
#include <stdlib.h>
static char rec[64] = "26 abcdefghijklmnopqrstuvwxyz";
static char *body;
int main(void)
{
    int t, i, len;
    len = (int)strtol(rec, &body, 10);
    for (t = 0; t < 4; t++) {
#pragma bbmm
        for (i = 3; i < 3 + len; i++)
            rec[i] = (char)('a' + (rec[i] - 'a' + 3) % 26);
        fputs(body, stdout);
        putchar('\n');
    }
    puts(rec);
    return 0;
}
